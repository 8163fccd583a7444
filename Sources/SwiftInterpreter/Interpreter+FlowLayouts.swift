/// A `UICollectionViewFlowLayout` the code makes and configures (docs/layout.md, "Self-sizing
/// collection items"): whether it estimates its items' sizes (`estimatedItemSize` set to
/// `UICollectionViewFlowLayout.automaticSize` or a size not zero), its `itemSize` and the heights
/// of its `headerReferenceSize` and `footerReferenceSize`, read from the state the setup left, as a
/// table's `rowHeight` is (Interpreter+RowHeights).
extension Interpreter {
    /// The item sizes of the flow layouts the setup configured: known only when every flow layout it
    /// made says the same (a class with two collections: which is which is not told).
    func flowLayoutSizing(in setup: State) -> CodeFlowLayout? {
        var layouts: Set<CodeFlowLayout> = []
        for object in setup.objectProperties.keys {
            guard case .created("UICollectionViewFlowLayout", _) = object, let properties = setup.objectProperties[object] else { continue }
            var layout = CodeFlowLayout()
            if let estimate = properties["estimatedItemSize"] {
                guard let estimates = Self.estimates(estimate) else { return nil }
                layout.estimatesItemSize = estimates
            }
            if let size = properties["itemSize"] {
                guard let (width, height) = Self.size(size), width >= 1, height >= 1 else { return nil }
                layout.itemWidth = width
                layout.itemHeight = height
            }
            // A reference size of zero height shows no supplementary view unless the delegate says
            // otherwise, which is not read: only a height of at least 1 pt is kept.
            layout.headerHeight = properties["headerReferenceSize"].flatMap(Self.size).map(\.height).flatMap { $0 >= 1 ? $0 : nil }
            layout.footerHeight = properties["footerReferenceSize"].flatMap(Self.size).map(\.height).flatMap { $0 >= 1 ? $0 : nil }
            layouts.insert(layout)
        }
        guard layouts.count == 1, let only = layouts.first else { return nil }
        return only
    }

    /// Whether `name` is a flow layout's size the interpreter reads from the state (the value is
    /// already kept there): `estimatedItemSize` and `itemSize` of a `UICollectionViewFlowLayout` made in code.
    func setsFlowLayoutSize(of object: ObjectRef, _ name: String) -> Bool {
        guard case .created("UICollectionViewFlowLayout", _) = object else { return false }
        return ["estimatedItemSize", "itemSize", "headerReferenceSize", "footerReferenceSize"].contains(name)
    }

    /// What the class's `collectionView(_:layout:sizeForItemAt:)` (its flow layout delegate's)
    /// returns for an item, when it is one known size of at least 1×1 pt.
    func itemSize(of typeName: String, section: Value, item: Value,
                  _ call: (FunctionRef, String, (Interpreter) -> [Value]) -> Run) -> CodeFlowLayout.ItemSize? {
        guard let function = method("collectionView", of: typeName, labels: [nil, "layout", "sizeForItemAt"]) else { return nil }
        let run = call(function, "collectionView(_:layout:sizeForItemAt:)") { interpreter in
            let arguments = interpreter.cellArguments(section: section, row: item, rowName: "item")
            return [arguments[0], .unknown("collectionViewLayout"), arguments[1]]
        }
        guard let returned = run.returned, let (width, height) = Self.size(returned), width >= 1, height >= 1 else { return nil }
        return CodeFlowLayout.ItemSize(width: width, height: height)
    }

    /// A `CGSize(width:height:)` of known numbers.
    private static func size(_ value: Value) -> (width: Double, height: Double)? {
        guard case .tuple(let numbers) = value, numbers.count == 2, case .number(let width) = numbers[0],
              case .number(let height) = numbers[1] else { return nil }
        return (width, height)
    }

    /// Whether an `estimatedItemSize` value turns self-sizing on: `UICollectionViewFlowLayout.automaticSize`
    /// or a known size not zero; off for `.zero` or a zero size; nil (not known) for any other value.
    private static func estimates(_ value: Value) -> Bool? {
        switch value {
        case .enumCase("automaticSize", _):
            return true
        case .enumCase("zero", _):
            return false
        case .tuple(let numbers) where numbers.count == 2:
            guard case .number(let width) = numbers[0], case .number(let height) = numbers[1] else { return nil }
            return width > 0 && height > 0
        default:
            return nil
        }
    }
}
