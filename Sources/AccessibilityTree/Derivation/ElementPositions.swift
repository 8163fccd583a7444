/// The position of each element in the reading order, by identity, found in O(1).
///
/// Identities are numbered as objects are created, so the elements of a screen usually have identities
/// in a narrow range, created in about the order they are read. Then the positions are kept in an array
/// indexed by identity (less the lowest), small and filled in order; a hash table would be larger and
/// written at random places, which on a big screen misses the cache at every element. Elements whose
/// identities lie far apart are kept in a dictionary.
struct ElementPositions {
    private enum Storage {
        /// `positions[id - lowest]` is the position of `id`, or -1 when no element has it.
        case dense(lowest: UInt64, positions: [Int32])
        case sparse([ElementID: Int])
    }

    private let storage: Storage

    /// The positions of `elements` (their identities are distinct).
    init(of elements: [ElementSnapshot]) {
        guard let first = elements.first else {
            storage = .sparse([:])
            return
        }
        // Loops over the indices read each identity without copying its snapshot.
        var lowest = first.id.rawValue, highest = lowest
        for index in elements.indices {
            lowest = min(lowest, elements[index].id.rawValue)
            highest = max(highest, elements[index].id.rawValue)
        }
        // Dense when the array takes no more than the dictionary would: at most four slots an element.
        if highest - lowest < 4 * UInt64(elements.count) + 64, elements.count <= Int(Int32.max) {
            var positions = [Int32](repeating: -1, count: Int(highest - lowest) + 1)
            for index in elements.indices { positions[Int(elements[index].id.rawValue - lowest)] = Int32(index) }
            storage = .dense(lowest: lowest, positions: positions)
        } else {
            var positions: [ElementID: Int] = [:]
            positions.reserveCapacity(elements.count)
            for index in elements.indices { positions[elements[index].id] = index }
            storage = .sparse(positions)
        }
    }

    /// The position of the element with `id`, or nil when there is none.
    func position(of id: ElementID) -> Int? {
        switch storage {
        case .dense(let lowest, let positions):
            guard id.rawValue >= lowest, id.rawValue - lowest < UInt64(positions.count) else { return nil }
            let position = positions[Int(id.rawValue - lowest)]
            return position < 0 ? nil : Int(position)
        case .sparse(let positions):
            return positions[id]
        }
    }
}
