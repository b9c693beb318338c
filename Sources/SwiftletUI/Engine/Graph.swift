/// Naming helpers shared by the engine.
enum Graph {
    @MainActor private static var names: [ObjectIdentifier: String] = [:]

    /// The short name of a view's type, generic arguments dropped (`VStack`, `ForEach`).
    @MainActor static func typeName(of value: Any) -> String {
        let type = type(of: value)
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        var name = String(describing: type)
        if let bracket = name.firstIndex(of: "<") { name = String(name[..<bracket]) }
        names[key] = name
        return name
    }
}
