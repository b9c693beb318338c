import SwiftUI

@main
struct BillSplitterApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var amount = 0.0
    @State private var people = 2
    @State private var tipPercentage = 15
    @FocusState private var amountIsFocused: Bool

    private let tipPercentages = [0, 10, 15, 20, 25]
    private let currency = FloatingPointFormatStyle<Double>.Currency(code: "EUR")

    private var total: Double {
        amount + amount * Double(tipPercentage) / 100
    }

    private var perPerson: Double {
        total / Double(max(people, 1))
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $amount, format: currency)
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)
                        .accessibilityIdentifier("amount")
                    Picker("Number of people", selection: $people) {
                        ForEach(2..<11) { count in
                            Text("\(count) people").tag(count)
                        }
                    }
                    .accessibilityIdentifier("people")
                }

                Section("How much tip?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) { percentage in
                            Text(percentage, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                    .accessibilityIdentifier("tip")
                }

                Section("Total with tip") {
                    Text(total, format: currency)
                        .accessibilityIdentifier("total")
                }

                Section("Each person pays") {
                    Text(perPerson, format: currency)
                        .font(.title.weight(.bold))
                        .foregroundStyle(tipPercentage == 0 ? .red : .primary)
                        .accessibilityIdentifier("perPerson")
                }
            }
            .navigationTitle("Split the Bill")
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
