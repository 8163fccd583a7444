/// With `audit --devices`, an input's scenes are one set of screens shown on several devices: the
/// run's coverage counts each once (docs/audit.md, "Devices").
extension SceneCoverage {
    /// The coverage of one input audited on several devices, each scene counted once: audited when
    /// every device that found it audited it, else not audited (for the first device's reason); shown
    /// with no elements when audited everywhere and some device saw no element of it.
    init(acrossDevices coverages: [SceneCoverage]) {
        var files: [FileCoverage] = []
        var positions: [String: Int] = [:]
        for file in coverages.flatMap(\.files) {
            guard let position = positions[file.file] else {
                positions[file.file] = files.count
                files.append(file)
                continue
            }
            files[position].merge(file)
        }
        self.init(files: files)
    }
}

extension FileCoverage {
    /// Takes `other`, the same file's scenes on another device, into this one.
    mutating func merge(_ other: FileCoverage) {
        found = max(found, other.found)
        var notAuditedIDs = Set(notAudited.map(\.id))
        for scene in other.notAudited where notAuditedIDs.insert(scene.id).inserted { notAudited.append(scene) }
        var withoutElementsIDs = Set(withoutElements.map(\.id))
        for scene in other.withoutElements where withoutElementsIDs.insert(scene.id).inserted { withoutElements.append(scene) }
        withoutElements.removeAll { notAuditedIDs.contains($0.id) }
        audited = found - notAudited.count
        classes = Array(Set(classes).union(other.classes)).sorted()
    }
}
