import SwiftUI

@main
struct ExpensesApp: App {
    var body: some Scene {
        WindowGroup {
            ExpenseList()
        }
    }
}

struct Expense: Identifiable, Equatable {
    var id = UUID()
    var name: String
    var kind: String
    var amount: Double
}

/// One visitor's expenses: each browser tab gets its own book.
@Observable
final class ExpenseBook {
    var items: [Expense] = []

    var total: Double { items.reduce(0) { $0 + $1.amount } }
}

struct ExpenseList: View {
    @State private var book = ExpenseBook()
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List {
                Section("Personal") {
                    ForEach(book.items.filter { $0.kind == "Personal" }) { item in
                        ExpenseRow(item: item)
                    }
                    .onDelete { offsets in remove(at: offsets, kind: "Personal") }
                }
                Section("Business") {
                    ForEach(book.items.filter { $0.kind == "Business" }) { item in
                        ExpenseRow(item: item)
                    }
                    .onDelete { offsets in remove(at: offsets, kind: "Business") }
                }
                Section {
                    LabeledContent("Total", value: book.total, format: .currency(code: "USD"))
                        .accessibilityIdentifier("total")
                }
            }
            .navigationTitle("Expenses")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add expense", systemImage: "plus") {
                        showingAdd = true
                    }
                    .accessibilityIdentifier("add")
                }
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddExpense(book: book)
            }
            .overlay {
                if book.items.isEmpty {
                    ContentUnavailableView(
                        "No expenses", systemImage: "tray",
                        description: Text("Tap the plus button to add one."))
                }
            }
        }
    }

    private func remove(at offsets: IndexSet, kind: String) {
        let shown = book.items.filter { $0.kind == kind }
        let ids = Set(offsets.map { shown[$0].id })
        book.items.removeAll { ids.contains($0.id) }
    }
}

struct ExpenseRow: View {
    let item: Expense

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(item.name)
                    .font(.headline)
                Text(item.kind)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(item.amount, format: .currency(code: "USD"))
                .foregroundStyle(item.amount < 10 ? .green : item.amount < 100 ? .orange : .red)
        }
        .accessibilityIdentifier("row-\(item.name)")
    }
}

struct AddExpense: View {
    @Environment(\.dismiss) private var dismiss
    var book: ExpenseBook

    @State private var name = ""
    @State private var kind = "Personal"
    @State private var amount = 0.0

    private let kinds = ["Business", "Personal"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                    .textInputAutocapitalization(.words)
                    .accessibilityIdentifier("name")
                Picker("Type", selection: $kind) {
                    ForEach(kinds, id: \.self) {
                        Text($0)
                    }
                }
                .accessibilityIdentifier("kind")
                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
                    .accessibilityIdentifier("amount")
            }
            .navigationTitle("Add new expense")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        book.items.append(Expense(name: name, kind: kind, amount: amount))
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                    .accessibilityIdentifier("save")
                }
            }
        }
    }
}

#Preview {
    ExpenseList()
}
