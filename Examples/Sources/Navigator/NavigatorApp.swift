import SwiftUI

@main
struct NavigatorApp: App {
    var body: some Scene {
        WindowGroup {
            ParkList()
        }
    }
}

struct Park: Identifiable, Hashable {
    let id: Int
    let name: String
    let country: String
    let area: Int
    let trails: [Trail]
}

struct Trail: Identifiable, Hashable {
    let id: Int
    let name: String
    let kilometres: Double
}

/// Every screen the stack can show, so the path is one typed array.
enum Route: Hashable {
    case park(Park)
    case trail(Trail)
}

let parks = [
    Park(
        id: 1, name: "Northern Fells", country: "Norway", area: 1_230,
        trails: [Trail(id: 11, name: "Ridge Walk", kilometres: 12.5), Trail(id: 12, name: "Lake Loop", kilometres: 4)]),
    Park(
        id: 2, name: "Red Canyon", country: "Spain", area: 640,
        trails: [Trail(id: 21, name: "Canyon Floor", kilometres: 8.2)]),
    Park(
        id: 3, name: "Cedar Coast", country: "Canada", area: 2_010,
        trails: [
            Trail(id: 31, name: "Tide Pools", kilometres: 3.1), Trail(id: 32, name: "Old Growth", kilometres: 6.4),
            Trail(id: 33, name: "Headland", kilometres: 9.9),
        ]),
]

struct ParkList: View {
    @State private var path: [Route] = []
    @State private var search = ""

    private var shown: [Park] {
        search.isEmpty ? parks : parks.filter { $0.name.localizedCaseInsensitiveContains(search) }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(shown) { park in
                NavigationLink(value: Route.park(park)) {
                    Label(park.name, systemImage: "leaf")
                }
                .accessibilityIdentifier("park-\(park.id)")
            }
            .navigationTitle("Parks")
            .searchable(text: $search, prompt: "Find a park")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .park(let park):
                    ParkDetail(park: park, path: $path)
                case .trail(let trail):
                    TrailDetail(trail: trail)
                }
            }
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Text("\(path.count) deep").accessibilityIdentifier("depth")
                }
            }
        }
    }
}

struct ParkDetail: View {
    let park: Park
    @Binding var path: [Route]

    var body: some View {
        List {
            Section("About") {
                LabeledContent("Country", value: park.country)
                LabeledContent("Area", value: "\(park.area) km²")
            }
            Section("Trails") {
                ForEach(park.trails) { trail in
                    NavigationLink(trail.name, value: Route.trail(trail))
                        .accessibilityIdentifier("trail-\(trail.id)")
                }
            }
            Section {
                Button("Back to all parks") {
                    path.removeAll()
                }
                .accessibilityIdentifier("home")
            }
        }
        .navigationTitle(park.name)
    }
}

struct TrailDetail: View {
    let trail: Trail

    var body: some View {
        VStack(spacing: 12) {
            // From the app's asset catalog (Assets.xcassets, a resource of this target).
            Image("Trailhead")
                .resizable()
                .scaledToFit()
                .frame(width: 120, height: 80)
                .accessibilityIdentifier("trailhead")
            Text(trail.name)
                .font(.largeTitle)
                .foregroundStyle(Color("Forest"))
            Text(
                Measurement(value: trail.kilometres, unit: UnitLength.kilometers),
                format: .measurement(width: .abbreviated)
            )
            .accessibilityIdentifier("length")
        }
        .navigationTitle(trail.name)
    }
}

#Preview {
    ParkList()
}
