import Foundation

/// The executable products of a package, read from `swift package describe --type json`, and the
/// choice among them.
public enum ProductSelection {
    /// The package's name and its executable products (in manifest order) from the describe output.
    ///
    /// - Throws: ``DevError/describeFailed(_:)`` when `json` is not a package description.
    public static func executables(describeJSON json: Data) throws(DevError) -> (package: String, products: [String]) {
        guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let name = object["name"] as? String
        else { throw .describeFailed("the package description is not JSON with a name") }
        let products = (object["products"] as? [[String: Any]]) ?? []
        let executables = products.compactMap { product -> String? in
            guard let type = product["type"] as? [String: Any], type.keys.contains("executable") else { return nil }
            return product["name"] as? String
        }
        return (name, executables)
    }

    /// The product to run: `requested` when it is one of `products`, else the only one.
    ///
    /// - Throws: ``DevError/noExecutable(package:)``, ``DevError/severalExecutables(_:)`` or
    ///   ``DevError/unknownProduct(_:available:)``.
    public static func choose(requested: String?, among products: [String], package: String) throws(DevError)
        -> String
    {
        guard !products.isEmpty else { throw .noExecutable(package: package) }
        if let requested {
            guard products.contains(requested) else { throw .unknownProduct(requested, available: products) }
            return requested
        }
        guard products.count == 1, let only = products.first else { throw .severalExecutables(products) }
        return only
    }
}
