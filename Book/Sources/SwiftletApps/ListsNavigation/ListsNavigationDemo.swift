@_spi(SwiftletHost) import SwiftletUI

/// A test-only app for lists and navigation (`lists-navigation`, served with `--test-apps`): a
/// searchable list of trails whose rows push a detail screen by value and can be deleted, with a
/// leading and a trailing toolbar item.
struct ListsNavigationDemo: View {
    @State private var path: [Int] = []
    @State private var trails = Trail.all
    @State private var query = ""

    private var shown: [Trail] {
        trails.filter { query.isEmpty || $0.name.lowercased().contains(query.lowercased()) }
    }

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("\(trails.count) trails").accessibilityIdentifier("trail-count")
                List {
                    ForEach(shown) { trail in
                        NavigationLink(trail.name, value: trail.id).accessibilityIdentifier("trail-\(trail.id)")
                    }
                    .onDelete { offsets in
                        let gone = Set(offsets.compactMap { $0 < shown.count ? shown[$0].id : nil })
                        trails.removeAll { gone.contains($0.id) }
                    }
                }
                .listStyle(.insetGrouped)
            }
            .searchable(text: $query, prompt: "Find a trail")
            .navigationTitle("Trails")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Reset") { trails = Trail.all }.accessibilityIdentifier("reset")
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Sort") { trails.sort { $0.name < $1.name } }.accessibilityIdentifier("sort")
                }
            }
            .navigationDestination(for: Int.self) { id in
                TrailDetail(trail: trails.first { $0.id == id })
            }
        }
    }
}

struct Trail: Identifiable, Hashable {
    let id: Int
    let name: String

    static let all = [
        Trail(id: 1, name: "Ridge Loop"), Trail(id: 2, name: "Cedar Falls"), Trail(id: 3, name: "River Walk"),
        Trail(id: 4, name: "Summit Path"), Trail(id: 5, name: "Meadow Trail"),
    ]
}

struct TrailDetail: View {
    let trail: Trail?

    var body: some View {
        VStack {
            Text(trail?.name ?? "Unknown trail").accessibilityIdentifier("detail-name")
            if let trail {
                NavigationLink("Next trail", value: trail.id + 1).accessibilityIdentifier("next-trail")
            }
        }
        .navigationTitle(trail?.name ?? "")
    }
}
