@_spi(SwiftletHost) import SwiftletUI

/// The scan's log on the page (book §2.4, §2.6): one line per event of this session's scan, newest
/// last, kept scrolled to the newest; above them how many older lines were dropped. `No Log` before
/// the first scan. The list is addressable as `sky-log`.
struct ScanLogView: View, Equatable {
    let log: ScanLog

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Scan log").font(.headline)
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(alignment: .leading, spacing: 2) {
                        if let notice = log.droppedNotice {
                            Text(notice).foregroundColor(.secondary).accessibilityIdentifier("sky-log-dropped")
                        }
                        if log.lines.isEmpty {
                            Text("No Log").foregroundColor(.secondary)
                        }
                        // Ids count every line ever appended, so a kept line keeps its row when
                        // older ones are dropped.
                        ForEach(Array(log.lines.enumerated()), id: \.offset) { offset, line in
                            Text(line).font(.caption).id(log.dropped + offset)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityIdentifier("sky-log")
                }
                .frame(maxHeight: 160)
                .onChange(of: log.dropped + log.lines.count) {
                    proxy.scrollTo(log.dropped + log.lines.count - 1, anchor: .bottom)
                }
            }
        }
    }
}
