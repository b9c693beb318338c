import Foundation

/// The benchmark table written by hand in plain JavaScript, the anchor that ``BenchTableView``
/// (`/apps/bench-table`) is measured against; `swiftlet serve` serves it at
/// `/web/bench/table.html` (Benchmarks/web/table.py, Tests/Browser/test_bench_table.py).
public enum BenchTablePage {
    /// The page's HTML, read once from the module's resources (`Resources/bench/table.html`);
    /// `nil` when the resource is missing (a packaging error).
    public static let html: String? = {
        guard
            let url = Bundle.module.url(forResource: "table", withExtension: "html", subdirectory: "Resources/bench")
                ?? Bundle.module.url(forResource: "table", withExtension: "html")
        else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }()
}
