import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletApps

/// The bundled world cities and the nearest-city lookup behind Blabber's geocoder.
struct WorldCitiesTests {
    let cities = WorldCities.shared

    @Test func theTableHoldsTheWorldsLargerCitiesWithCountryNames() {
        #expect(WorldCities.missingResources.isEmpty)
        #expect(cities.cities.count == 12_325)
        #expect(cities.cities.contains { $0.name == "Tokyo" && $0.country == "Japan" })
        #expect(cities.cities.contains { $0.name == "São Paulo" && $0.country == "Brazil" })
        #expect(!cities.cities.contains { $0.name.hasPrefix("#") || $0.country == $0.countryCode })
        #expect(zip(cities.cities, cities.cities.dropFirst()).allSatisfy { $0.latitude <= $1.latitude })
    }

    @Test func theNearestCityWithinFiftyKilometresIsFound() throws {
        let berlin = try #require(cities.city(latitude: 52.52, longitude: 13.405))
        #expect(berlin.city.name == "Berlin")
        #expect(berlin.city.country == "Germany")
        #expect(berlin.distance < 2_000)
        let capeTown = try #require(cities.city(latitude: -33.9249, longitude: 18.4241))
        #expect(capeTown.city.name == "Cape Town")
        // The centre of Paris is in Paris, not in one of the arrondissements the table also lists.
        #expect(cities.city(latitude: 48.8566, longitude: 2.3522)?.city.name == "Paris")
        // A smaller city near a big one keeps its own name: Potsdam, 25 km from Berlin.
        #expect(cities.city(latitude: 52.3989, longitude: 13.0657)?.city.name == "Potsdam")
    }

    @Test func fartherThanTheRadiusThereIsNoCity() {
        #expect(cities.city(latitude: 0, longitude: -30) == nil)
        #expect(cities.city(latitude: 90, longitude: 0) == nil)
        #expect(cities.city(latitude: -90, longitude: 180) == nil)
        // Berlin is about 250 km from the point; a 300 km radius reaches some city, 1 km none.
        #expect(cities.city(latitude: 55, longitude: 15, within: 1_000) == nil)
    }

    @Test func invalidPositionsFindNothing() {
        #expect(cities.city(latitude: .nan, longitude: 0) == nil)
        #expect(cities.city(latitude: 0, longitude: .infinity) == nil)
        #expect(cities.city(latitude: 90.5, longitude: 0) == nil)
        #expect(cities.city(latitude: 0, longitude: -181) == nil)
        #expect(cities.city(latitude: 52.52, longitude: 13.405, within: .nan) == nil)
        #expect(!WorldCities.isValid(latitude: -91, longitude: 0))
        #expect(WorldCities.isValid(latitude: -90, longitude: 180))
    }

    @Test func distancesAreGreatCircleDistancesAcrossTheAntimeridian() {
        // One degree of longitude on the equator is about 111 km, also across ±180°.
        let across = WorldCities.distance(0, 179.5, 0, -179.5)
        #expect(abs(across - 111_195) < 100)
        let suva = cities.city(latitude: -18.14, longitude: 178.44)
        #expect(suva?.city.country == "Fiji")
    }

    @Test func aTableWithBrokenLinesKeepsTheGoodOnes() {
        let table = WorldCities(
            cities:
                "A|XX|1.0|2.0|7\nbroken\nB|YY|nan|1|5\nC|ZZ|95x|1|5\nD|XX|-1|-2|9\nE|XX|91|0|1\n",
            countries: "XX|Exampleland\n")
        #expect(table.cities.map(\.name) == ["D", "A"])
        #expect(table.cities.map(\.country) == ["Exampleland", "Exampleland"])
    }
}
