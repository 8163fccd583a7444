/// The models each Interface Builder device id stands for, by the names Apple gives them — the
/// "designed on" column of docs/storyboards.md's device table, which lists them the same way (a
/// test compares the two). `--device` and `--devices` take these names (docs/audit.md, "Devices").
extension IBDevice {
    /// Each model's name and the id whose size it has, in the table's order.
    static let models: [(name: String, id: String)] = [
        ("iPhone 4s", "retina3_5"),
        ("iPhone 5s", "retina4_0"), ("iPhone SE (1st generation)", "retina4_0"),
        ("iPhone 6", "retina4_7"), ("iPhone 6s", "retina4_7"), ("iPhone 7", "retina4_7"), ("iPhone 8", "retina4_7"),
        ("iPhone SE (2nd generation)", "retina4_7"), ("iPhone SE (3rd generation)", "retina4_7"),
        ("iPhone 6 Plus", "retina5_5"), ("iPhone 6s Plus", "retina5_5"), ("iPhone 7 Plus", "retina5_5"), ("iPhone 8 Plus", "retina5_5"),
        ("iPhone 12 mini", "retina5_4"), ("iPhone 13 mini", "retina5_4"),
        ("iPhone X", "retina5_9"), ("iPhone XS", "retina5_9"), ("iPhone 11 Pro", "retina5_9"),
        ("iPhone 12", "retina6_0"), ("iPhone 12 Pro", "retina6_0"), ("iPhone 13", "retina6_0"), ("iPhone 13 Pro", "retina6_0"),
        ("iPhone 14", "retina6_0"),
        ("iPhone XR", "retina6_1"), ("iPhone 11", "retina6_1"),
        ("iPhone XS Max", "retina6_5"), ("iPhone 11 Pro Max", "retina6_5"),
        ("iPhone 12 Pro Max", "retina6_7"), ("iPhone 13 Pro Max", "retina6_7"), ("iPhone 14 Plus", "retina6_7"),
        ("iPhone 14 Pro", "retina6_12"), ("iPhone 15", "retina6_12"), ("iPhone 15 Pro", "retina6_12"), ("iPhone 16", "retina6_12"),
        ("iPhone 14 Pro Max", "retina6_72"), ("iPhone 15 Plus", "retina6_72"), ("iPhone 15 Pro Max", "retina6_72"),
        ("iPhone 16 Plus", "retina6_72"),
        ("iPhone 16 Pro", "retina6_3"),
        ("iPhone 16 Pro Max", "retina6_9"),
        ("iPad mini (5th generation)", "ipad7_9"),
        ("iPad (9.7-inch)", "ipad9_7"), ("iPad Air 2", "ipad9_7"),
        ("iPad (7th generation)", "ipad10_2"), ("iPad (8th generation)", "ipad10_2"), ("iPad (9th generation)", "ipad10_2"),
        ("iPad Pro (10.5-inch)", "ipad10_5"), ("iPad Air (3rd generation)", "ipad10_5"),
        ("iPad Air (4th generation)", "ipad10_9rounded"), ("iPad Air (5th generation)", "ipad10_9rounded"),
        ("iPad (10th generation)", "ipad10_9rounded"),
        ("iPad Pro (11-inch)", "ipad11_0rounded"),
        ("iPad Pro (12.9-inch)", "ipad12_9rounded"),
    ]

    /// The model named `name` (any case): its name as the table writes it and its id; nil for none.
    static func model(named name: String) -> (name: String, id: String)? {
        let lowercased = name.lowercased()
        return models.first { $0.name.lowercased() == lowercased }
    }
}
