import AccessibilityTree

extension SceneEncoder {
    static func encode(view: ViewSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("type", view.isCustomControl ? "control" : view.kind.typeName)
        object.add("id", view.id)
        object.add("class", view.className)
        object.add("frame", view.frame.map(encode(rect:)))
        object.add("hidden", view.hidden, unless: false)
        object.add("alpha", view.alpha, unless: 1)
        object.add("userInteractionEnabled", view.userInteractionEnabled, unless: true)
        object.add("clipsToBounds", view.clipsToBounds, unless: false)
        object.add("backgroundColor", view.backgroundColor.map(encode(color:)))
        object.add("tag", view.tag, unless: 0)
        object.add("tapGestureActions", strings: view.tapGestureActions)
        if view.isControl {
            object.add("enabled", view.control.enabled, unless: true)
            object.add("selected", view.control.selected, unless: false)
            object.add("actions", list: view.control.actions.map(encode(targetAction:)))
        }
        encode(kind: view.kind, into: &object)
        if !view.accessibility.isEmpty { object.add("accessibility", encode(accessibility: view.accessibility)) }
        object.add("on", encode(behaviours: view.behaviours))
        object.add("subviews", list: view.subviews.map(encode(view:)))
        return object.value
    }

    private static func encode(kind: ViewKind, into object: inout JSONObjectBuilder) {
        switch kind {
        case .view, .visualEffect:
            break
        case .label(let label):
            object.add("text", label.text)
            object.add("textColor", label.textColor.map(encode(color:)))
            object.add("enabled", label.enabled, unless: true)
            if let style = label.font?.textStyle {
                object.add("textStyle", style.rawValue)
            } else {
                object.add("fontSize", label.font?.pointSize)
                object.add("bold", label.font?.isBold, unless: false)
            }
            object.add("numberOfLines", label.numberOfLines, unless: 1)
            object.add("adjustsFontSizeToFitWidth", label.adjustsFontSizeToFitWidth, unless: false)
            object.add("adjustsFontForContentSizeCategory", label.adjustsFontForContentSizeCategory, unless: false)
        case .button(let button):
            object.add("title", button.title)
            object.add("image", button.image)
            object.add("buttonType", button.type == .system ? nil : button.type.rawValue)
            object.add("titleColor", button.titleColor.map(encode(color:)))
        case .switch(let isOn):
            object.add("isOn", isOn, unless: false)
        case .slider(let slider):
            object.add("value", slider.value, unless: 0.5)
            object.add("minimum", slider.minimum, unless: 0)
            object.add("maximum", slider.maximum, unless: 1)
        case .stepper(let stepper):
            object.add("value", stepper.value, unless: 0)
            object.add("minimum", stepper.minimum, unless: 0)
            object.add("maximum", stepper.maximum, unless: 100)
            object.add("step", stepper.step, unless: 1)
        case .segmented(let segmented):
            object.add("segments", strings: segmented.segments)
            object.add("selectedSegment", segmented.selected, unless: -1)
        case .textField(let field):
            object.add("text", field.text)
            object.add("placeholder", field.placeholder)
            object.add("secure", field.secure, unless: false)
        case .textView(let textView):
            object.add("text", textView.text)
            object.add("editable", textView.editable, unless: true)
        case .image(let name):
            object.add("image", name)
        case .pageControl(let pages, let current):
            object.add("pages", pages, unless: 1)
            object.add("currentPage", current, unless: 0)
        case .progress(let progress):
            object.add("progress", progress, unless: 0)
        case .activityIndicator(let activity):
            object.add("animating", activity.animating, unless: false)
            object.add("hidesWhenStopped", activity.hidesWhenStopped, unless: true)
        case .datePicker(let picker):
            object.add("mode", picker.mode == .date ? nil : picker.mode.rawValue)
            object.add("date", "\(picker.year)-\(twoDigits(picker.month))-\(twoDigits(picker.day))")
            object.add("time", "\(twoDigits(picker.hour)):\(twoDigits(picker.minute))")
        case .picker(let picker):
            object.add("components", list: picker.components.map { JSONValue.array($0.map(JSONValue.string)) })
            object.add("selectedRows", list: picker.selectedRows.map { JSONValue.number(Double($0)) })
            object.add("componentLabels", strings: picker.componentLabels)
        case .scroll(let scroll):
            object.add("contentSize", scroll.contentSize.map(encode(size:)))
            object.add("paging", scroll.paging, unless: false)
            object.add("scrollEnabled", scroll.scrollEnabled, unless: true)
        case .table(let table):
            object.add("style", table.style == .plain ? nil : table.style.rawValue)
            object.add("rowHeight", table.rowHeight)
            object.add("editing", table.editing, unless: false)
            object.add("sections", list: table.sections.map(encode(section:)))
            object.add("header", table.header.map(encode(view:)))
            object.add("footer", table.footer.map(encode(view:)))
        case .collection(let collection):
            object.add("itemSize", collection.itemSize == Size(width: 100, height: 100) ? nil : encode(size: collection.itemSize))
            object.add("spacing", collection.spacing, unless: 10)
            object.add("sections", list: collection.sections.map { items in
                JSONValue.object([("items", .array(items.map(encode(item:))))])
            })
        case .stack(let stack):
            object.add("axis", stack.axis.rawValue)
            object.add("spacing", stack.spacing, unless: 0)
        case .container(let controller):
            object.add("controller", controller)
        case .navigationBar(let bar):
            object.add("title", bar.title)
            object.add("left", list: bar.left.map(encode(barItem:)))
            object.add("right", list: bar.right.map(encode(barItem:)))
        case .toolbar(let items):
            object.add("items", list: items.map(encode(barItem:)))
        case .tabBar(let bar):
            object.add("items", list: bar.items.map(encode(tabBarItem:)))
            object.add("selected", bar.selected)
        case .searchBar(let bar):
            object.add("text", bar.text)
            object.add("placeholder", bar.placeholder)
        }
    }

    private static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    static func encode(section: SectionSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("header", section.header)
        object.add("footer", section.footer)
        object.add("rows", .array(section.rows.map(encode(row:))))
        return object.value
    }

    static func encode(row: RowSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("id", row.id)
        object.add("text", row.text)
        object.add("detail", row.detail)
        object.add("image", row.image)
        object.add("style", row.style == .default ? nil : row.style.rawValue)
        object.add("accessory", row.accessory == .none ? nil : row.accessory.rawValue)
        object.add("accessoryView", row.accessoryView.map(encode(view:)))
        object.add("editingStyle", row.editingStyle == .delete ? nil : row.editingStyle.rawValue)
        object.add("reorder", row.reorder, unless: false)
        object.add("height", row.height)
        object.add("class", row.className)
        object.add("reuseIdentifier", row.reuseIdentifier)
        object.add("backgroundColor", row.backgroundColor.map(encode(color:)))
        if !row.accessibility.isEmpty { object.add("accessibility", encode(accessibility: row.accessibility)) }
        object.add("subviews", list: row.subviews.map(encode(view:)))
        object.add("onSelect", list: row.onSelect.map(encode(step:)))
        object.add("selectionSummary", row.selectionSummary)
        object.add("onAccessory", list: row.onAccessory.map(encode(step:)))
        object.add("accessorySummary", row.accessorySummary)
        object.add("repeat", row.repeatCount)
        return object.value
    }

    static func encode(item: ItemSpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("id", item.id)
        object.add("text", item.text)
        object.add("image", item.image)
        object.add("class", item.className)
        object.add("backgroundColor", item.backgroundColor.map(encode(color:)))
        if !item.accessibility.isEmpty { object.add("accessibility", encode(accessibility: item.accessibility)) }
        object.add("subviews", list: item.subviews.map(encode(view:)))
        object.add("onSelect", list: item.onSelect.map(encode(step:)))
        object.add("selectionSummary", item.selectionSummary)
        object.add("repeat", item.repeatCount)
        return object.value
    }

    static func encode(accessibility spec: AccessibilitySpec) -> JSONValue {
        var object = JSONObjectBuilder()
        object.add("label", spec.label)
        object.add("value", spec.value)
        object.add("hint", spec.hint)
        if let traits = spec.traits { object.add("traits", .array(traits.names.map(JSONValue.string))) }
        object.add("identifier", spec.identifier)
        object.add("isElement", spec.isElement)
        object.add("elementsHidden", spec.elementsHidden)
        object.add("viewIsModal", spec.viewIsModal)
        object.add("groupsChildren", spec.groupsChildren)
        object.add("containerType", spec.containerType?.rawValue)
        object.add("dataTableCell", spec.dataTableCell.map(encode(dataTableCell:)))
        object.add("dataTable", spec.dataTable.map(encode(dataTable:)))
        object.add("language", spec.language)
        object.add("customActions", list: spec.customActions.map { action in
            var entry = JSONObjectBuilder()
            entry.add("name", action.name)
            entry.add("do", list: action.steps.map(encode(step:)))
            return entry.value
        })
        object.add("customRotors", list: spec.customRotors.map { rotor in
            JSONValue.object([("name", .string(rotor.name)), ("items", .array(rotor.items.map(JSONValue.string)))])
        })
        object.add("customContent", list: spec.customContent.map { content in
            JSONValue.object([("label", .string(content.label)), ("value", .string(content.value)),
                              ("importance", .string(content.importance.rawValue))])
        })
        object.add("elements", strings: spec.elements, omitEmpty: false)
        object.add("userInputLabels", strings: spec.userInputLabels)
        object.add("frame", spec.frame.map(encode(rect:)))
        object.add("activationPoint", spec.activationPoint.map(encode(point:)))
        object.add("respondsToUserInteraction", spec.respondsToUserInteraction)
        return object.value
    }
}
