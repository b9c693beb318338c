import SwiftUI

@main
struct QuizApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct Question: Identifiable {
    let id = UUID()
    let text: String
    let symbol: String
    let answers: [String]
    let correct: Int
}

extension ShapeStyle where Self == LinearGradient {
    /// The quiz's background: a deep blue evening sky.
    static var quizBackground: LinearGradient {
        LinearGradient(
            colors: [Color(red: 0.1, green: 0.2, blue: 0.45), .indigo, .purple],
            startPoint: .top, endPoint: .bottom)
    }
}

extension ShapeStyle where Self == Color {
    /// The colour of a right answer.
    static var rightAnswer: Color { Color(hue: 0.38, saturation: 0.7, brightness: 0.75) }
}

struct ContentView: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var index = 0
    @State private var score = 0
    @State private var chosen: Int?
    @State private var prefersDark = false

    private let questions = [
        Question(
            text: "Which planet is known as the red planet?", symbol: "globe.europe.africa",
            answers: ["Venus", "Mars", "Jupiter"], correct: 1),
        Question(
            text: "How many strings does a violin have?", symbol: "music.note",
            answers: ["Four", "Five", "Six"], correct: 0),
        Question(
            text: "What is the chemical symbol for gold?", symbol: "sparkles",
            answers: ["Ag", "Gd", "Au"], correct: 2),
    ]

    private var isFinished: Bool { index >= questions.count }

    var body: some View {
        VStack(spacing: 20) {
            header
            if isFinished {
                results
            } else {
                card(for: questions[index])
            }
            Toggle("Dark mode", isOn: $prefersDark)
                .accessibilityIdentifier("darkMode")
        }
        .padding()
        .background(.quizBackground)
        .tint(.orange)
        .preferredColorScheme(prefersDark ? .dark : nil)
    }

    private var header: some View {
        HStack {
            Image(systemName: "questionmark.circle.fill")
                .foregroundStyle(.yellow, .orange)
            Text("Quiz Night")
                .font(.largeTitle)
                .bold()
                .foregroundStyle(
                    .linearGradient(colors: [.yellow, .orange, .pink], startPoint: .leading, endPoint: .trailing)
                )
                .shadow(color: .black.opacity(0.4), radius: 4, x: 0, y: 2)
            Spacer()
            Text("Score: \(score)")
                .font(.headline)
                .foregroundStyle(.white)
                .accessibilityIdentifier("score")
        }
    }

    private func card(for question: Question) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Question \(index + 1) of \(questions.count)", systemImage: question.symbol)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(question.text)
                .font(.title2)
                .accessibilityIdentifier("question")
            ForEach(question.answers.indices, id: \.self) { answer in
                Button {
                    choose(answer, for: question)
                } label: {
                    Text(question.answers[answer])
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .tint(tint(of: answer, for: question))
                .scaleEffect(chosen == answer ? 1.05 : 1)
                .accessibilityIdentifier("answer-\(answer)")
            }
            if chosen != nil {
                Button("Next question") { next() }
                    .accessibilityIdentifier("next")
            }
        }
        .padding()
        .background(.regularMaterial)
        .shadow(radius: 10, y: 4)
    }

    private var results: some View {
        VStack(spacing: 12) {
            Image(systemName: "trophy.fill")
                .foregroundStyle(.yellow)
                .rotationEffect(.degrees(-10))
            Text("You scored \(score) of \(questions.count)")
                .font(.title)
                .accessibilityIdentifier("result")
            Text(colorScheme == .dark ? "Played in the dark" : "Played in the light")
                .foregroundStyle(.secondary)
            Button("Play again") {
                index = 0
                score = 0
                chosen = nil
            }
        }
        .padding()
        .background(.thinMaterial)
    }

    /// Once an answer is chosen, the right one turns green and a wrong choice red.
    private func tint(of answer: Int, for question: Question) -> Color? {
        guard let chosen else { return nil }
        if answer == question.correct { return .rightAnswer }
        return answer == chosen ? .red : nil
    }

    private func choose(_ answer: Int, for question: Question) {
        guard chosen == nil else { return }
        chosen = answer
        if answer == question.correct { score += 1 }
    }

    private func next() {
        chosen = nil
        index += 1
    }
}
