import Foundation

/// A city of the bundled table (GeoNames, CC BY 4.0: see docs/third-party/geonames-cities.md).
public struct WorldCity: Sendable, Equatable {
    /// The city's name, as GeoNames spells it (`Berlin`, `São Paulo`).
    public var name: String
    /// Its ISO 3166 country code (`DE`).
    public var countryCode: String
    /// Its country's name (`Germany`), or the code when the table has no name for it.
    public var country: String
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double
    /// Inhabitants, as GeoNames counts them, to the nearest thousand.
    public var population: Int
}

/// The world's cities of 50,000 people or more (about 12,300), for reverse geocoding without a
/// network: ``city(latitude:longitude:within:)`` finds the city a position is in.
///
/// The table (`world-cities.txt` and `world-countries.txt` in the module's resources) is read and
/// parsed once, on first use of ``shared``; it is immutable afterwards and safe to use from any
/// thread.
public struct WorldCities: Sendable {
    /// The bundled table, read and parsed on first use; empty when the resources are missing (a
    /// packaging error, which ``missingResources`` names).
    public static let shared = WorldCities(cities: resource("world-cities"), countries: resource("world-countries"))

    /// The bundled tables that could not be read (empty when the package is whole).
    public static var missingResources: [String] {
        ["world-cities", "world-countries"].filter { resourceURL($0) == nil }
    }

    private static func resourceURL(_ name: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Resources")
            ?? Bundle.module.url(forResource: name, withExtension: "txt")
    }

    /// The text of the bundled table `name`.txt, or `""` when it is missing.
    private static func resource(_ name: String) -> String {
        guard let url = resourceURL(name), let text = try? String(contentsOf: url, encoding: .utf8) else { return "" }
        return text
    }

    /// Every city, sorted by latitude.
    public let cities: [WorldCity]

    /// Mean radius of the Earth in metres.
    static let earthRadius = 6_371_008.8

    /// Parses `cities` (`name|code|lat|lon|thousands of inhabitants` lines) and `countries` (`code|name`
    /// lines). Lines that do not parse, and comment lines (starting with `#`), are skipped.
    public init(cities: String, countries: String) {
        var names: [Substring: String] = [:]
        for line in countries.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            if fields.count == 2 { names[fields[0]] = String(fields[1]) }
        }
        var parsed: [WorldCity] = []
        for line in cities.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            guard fields.count == 5, let latitude = Double(fields[2]), let longitude = Double(fields[3]),
                let population = Int(fields[4]), Self.isValid(latitude: latitude, longitude: longitude)
            else { continue }
            parsed.append(
                WorldCity(
                    name: String(fields[0]), countryCode: String(fields[1]),
                    country: names[fields[1]] ?? String(fields[1]), latitude: latitude, longitude: longitude,
                    population: min(max(0, population), 100_000_000) * 1_000))
        }
        self.cities = parsed.sorted { $0.latitude < $1.latitude }
    }

    /// The city the position is in, with its great-circle distance in metres: of the cities within
    /// `radius` metres, the one that weighs most by `population / (distance + 2 km)²`, so the
    /// nearest city wins unless a much larger one is nearly as close (a point in Berlin's centre is
    /// in Berlin, not in the district of Mitte whose centre is a few hundred metres nearer; a point
    /// in Potsdam is in Potsdam). Nil when no city lies within `radius` or the position is not a
    /// valid coordinate (not finite, latitude beyond ±90°, longitude beyond ±180°).
    public func city(latitude: Double, longitude: Double, within radius: Double = 50_000)
        -> (city: WorldCity, distance: Double)?
    {
        guard Self.isValid(latitude: latitude, longitude: longitude), radius.isFinite, radius >= 0 else {
            return nil
        }
        // Only cities within the latitude band of the radius can be close enough.
        let band = radius / Self.earthRadius * 180 / .pi
        var index = firstIndex(atOrAbove: latitude - band)
        var best: (city: WorldCity, distance: Double, weight: Double)?
        while index < cities.count, cities[index].latitude <= latitude + band {
            let city = cities[index]
            let distance = Self.distance(latitude, longitude, city.latitude, city.longitude)
            let kilometres = distance / 1_000 + 2
            let weight = Double(max(city.population, 1)) / (kilometres * kilometres)
            if distance <= radius, weight > best?.weight ?? 0 { best = (city, distance, weight) }
            index += 1
        }
        return best.map { ($0.city, $0.distance) }
    }

    /// True when the coordinate is finite and within ±90° latitude and ±180° longitude.
    public static func isValid(latitude: Double, longitude: Double) -> Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// Great-circle distance in metres (haversine).
    static func distance(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let radians = Double.pi / 180
        let dLat = (lat2 - lat1) * radians
        let dLon = (lon2 - lon1) * radians
        let a =
            sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * radians) * cos(lat2 * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadius * asin(min(1, sqrt(a)))
    }

    private func firstIndex(atOrAbove latitude: Double) -> Int {
        var low = 0
        var high = cities.count
        while low < high {
            let middle = (low + high) / 2
            if cities[middle].latitude < latitude { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
