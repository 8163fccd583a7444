import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("The JSON Schema beside the format document matches the decoder")
struct SchemaTests {
    let definitions: [String: Any]

    init() throws {
        let url = TestSupport.packageRoot.appendingPathComponent("docs/scene.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        definitions = try #require(schema["$defs"] as? [String: Any])
    }

    /// The property names of a definition (or of its mapping form, for definitions that also accept text).
    func keys(_ name: String, dropping dropped: Set<String> = []) -> Set<String> {
        var definition = definitions[name] as? [String: Any] ?? [:]
        if definition["properties"] == nil, let choices = definition["oneOf"] as? [[String: Any]],
           let mapping = choices.first(where: { $0["properties"] != nil }) {
            definition = mapping
        }
        return Set((definition["properties"] as? [String: Any] ?? [:]).keys).subtracting(dropped)
    }

    @Test("Every mapping of the schema has exactly the keys the decoder accepts")
    func keysMatch() {
        #expect(keys("document") == Set(SceneDecoder.topLevelKeys))
        #expect(keys("device") == Set(SceneDecoder.deviceKeys))
        #expect(keys("delegate") == Set(SceneDecoder.delegateKeys))
        #expect(keys("presentation") == Set(SceneDecoder.presentationKeys))
        #expect(keys("controllerCommon") == Set(SceneDecoder.commonControllerKeys))
        for kind in ControllerKind.allCases {
            #expect(keys("controller.\(kind.rawValue)", dropping: ["kind"]) == Set(SceneDecoder.controllerKeys(for: kind)), "\(kind)")
        }
        #expect(keys("alertAction") == Set(SceneDecoder.alertActionKeys))
        #expect(keys("navigationItem") == Set(SceneDecoder.navigationItemKeys))
        #expect(keys("barItem") == Set(SceneDecoder.barItemKeys))
        #expect(keys("tabBarItem") == Set(SceneDecoder.tabBarItemKeys))
        #expect(keys("targetAction") == Set(SceneDecoder.targetActionKeys))
        #expect(keys("handler") == Set(SceneDecoder.handlerKeys))
        #expect(keys("viewCommon") == Set(SceneDecoder.commonViewKeys))
        #expect(keys("controlCommon") == Set(SceneDecoder.controlKeys))
        for type in SceneDecoder.viewTypes {
            let isControl = SceneDecoder.viewKeys(for: type).starts(with: SceneDecoder.controlKeys)
            let expected = Set(SceneDecoder.viewKeys(for: type)).subtracting(isControl ? SceneDecoder.controlKeys : [])
            #expect(keys("view.\(type)", dropping: ["type"]) == expected, "\(type)")
        }
        #expect(keys("section") == Set(SceneDecoder.sectionKeys))
        #expect(keys("row", dropping: ["prototype"]) == Set(SceneDecoder.rowKeys))
        #expect(keys("item") == Set(SceneDecoder.itemKeys))
        #expect(keys("accessibility") == Set(SceneDecoder.accessibilityKeys))
        #expect(keys("dataTableCell") == Set(SceneDecoder.dataTableCellKeys))
        #expect(keys("dataTable") == Set(SceneDecoder.dataTableKeys))
        #expect(keys("transition") == Set(SceneDecoder.transitionKeys))
    }

    @Test("The schema lists every view type and every step")
    func namesMatch() throws {
        let view = try #require(definitions["view"] as? [String: Any])
        let types = try #require(((view["properties"] as? [String: Any])?["type"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(types) == Set(SceneDecoder.viewTypes))
        #expect(Set(definitions.keys.filter { $0.hasPrefix("view.") }) == Set(SceneDecoder.viewTypes.map { "view.\($0)" }))
        let steps = try #require((definitions["step"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        var names = Set(steps.first?["enum"] as? [String] ?? [])
        for variant in steps.dropFirst() { names.formUnion(variant["required"] as? [String] ?? []) }
        #expect(names == Set(SceneDecoder.stepNames))
    }
}
