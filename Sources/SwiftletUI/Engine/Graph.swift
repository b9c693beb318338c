/// Naming helpers shared by the engine.
enum Graph {
    @MainActor private static var names: [ObjectIdentifier: String] = [:]

    /// The short name of a view's type, generic arguments dropped (`VStack`, `ForEach`).
    @MainActor static func typeName(of value: Any) -> String {
        typeName(ofType: type(of: value))
    }

    /// The short name of `type`, generic arguments dropped; cached per type.
    @MainActor static func typeName(ofType type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        var name = String(describing: type)
        if let bracket = name.firstIndex(of: "<") { name = String(name[..<bracket]) }
        names[key] = name
        return name
    }

    /// How a row id appears in identity paths (`Row[12]`): its description, without the generic
    /// `String(describing:)` for the common `Int` and `String` ids.
    static func rowComponent(_ typeName: String, id: AnyHashable) -> String {
        if let number = id.base as? Int { return typeName + "[" + String(number) + "]" }
        if let text = id.base as? String { return typeName + "[" + text + "]" }
        return "\(typeName)[\(id.base)]"
    }
}
