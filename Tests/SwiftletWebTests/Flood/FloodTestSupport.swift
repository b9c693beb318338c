@_spi(SwiftletHost) import SwiftletUI

/// A page of `count` rows of text, and a button that does nothing.
struct ManyRowsView: View {
    let count: Int

    var body: some View {
        VStack {
            Button("Nothing") {}
            ForEach(0..<count, id: \.self) { row in
                Text("Row number \(row) of the long page")
            }
        }
    }
}
