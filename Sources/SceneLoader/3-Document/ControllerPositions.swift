/// Finding a document's controller templates by the names transitions and presentations use.
extension SceneDocument {
    /// The controller named by id, else by storyboard ID.
    func resolveController(_ name: String) -> ControllerSpec? {
        controller(name) ?? controllers.first { $0.storyboardID == name }
    }

    /// The positions of a document's controllers by the names ``resolveController(_:)`` accepts,
    /// with the same precedence: an id before a storyboard ID, and the first of equal storyboard IDs.
    struct ControllerPositions: Sendable {
        private var byID: [String: Int] = [:]
        private var byStoryboardID: [String: Int] = [:]

        init(_ document: SceneDocument) {
            byID.reserveCapacity(document.controllers.count)
            // By index, reading two fields: iterating the templates would copy each one whole.
            for position in document.controllers.indices {
                let id = document.controllers[position].id
                if byID[id] == nil { byID[id] = position }
                if let storyboardID = document.controllers[position].storyboardID, byStoryboardID[storyboardID] == nil {
                    byStoryboardID[storyboardID] = position
                }
            }
        }

        /// The position of the controller named `name`: by id, else by storyboard ID.
        func position(of name: String) -> Int? {
            byID[name] ?? byStoryboardID[name]
        }

        /// The position of the controller whose id is `id`.
        func position(ofID id: String) -> Int? {
            byID[id]
        }

        /// The controller of `document` (the one indexed) named `name`: by id, else by storyboard ID.
        func template(named name: String, in document: SceneDocument) -> ControllerSpec? {
            position(of: name).map { document.controllers[$0] }
        }

        /// The controller of `document` (the one indexed) whose id is `id`.
        func template(withID id: String, in document: SceneDocument) -> ControllerSpec? {
            position(ofID: id).map { document.controllers[$0] }
        }
    }
}
