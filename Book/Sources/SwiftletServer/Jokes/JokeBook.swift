/// The jokes of `GET /jokes/random`: short programming jokes written for this server (the book's
/// WaitForIt app calls a public joke API that this machine cannot reach).
enum JokeBook {
    /// The categories the route knows, with their jokes.
    static let categories: [String: [String]] = ["dev": dev]

    /// A random joke of `category`, or `nil` for a category that does not exist.
    static func randomJoke(in category: String) -> String? {
        categories[category]?.randomElement()
    }

    /// Programming jokes, one or two sentences each.
    static let dev: [String] = [
        "The compiler said the code had no errors. The developer ran it again to be sure the compiler was awake.",
        "A programmer's spouse asks them to buy a loaf of bread and, if there are eggs, a dozen. They come home with twelve loaves.",
        "There are two hard problems in computing: naming things, cache invalidation, and off-by-one errors.",
        "The tests were green, so the developer deleted them to keep it that way.",
        "Async code is like a good joke: the punchline arrives later, and nobody knows on which thread.",
        "The developer's watch stopped at 11:59:59 because it was waiting for a lock held by tomorrow.",
        "A data race walks into a bar. A data race walks into a bar. The bartender serves a single drink.",
        "The senior engineer fixed the flaky test by running it until it passed, then called it a retry policy.",
        "Every program has at least one bug and can be shortened by one line, so every program is one line that does not work.",
        "The main thread was blocked for ten seconds, which the UI experienced as a long, awkward silence.",
        "The developer named the variable 'temp' in 2009. It is still there, holding the whole company together.",
        "A task was cancelled in the middle of a sentence, but it politely checked for cancellation first.",
        "The documentation said 'self-explanatory', which explained everything about the documentation.",
        "The actor refused to share its state, so the other tasks had to await their turn like everyone else.",
        "Git blame showed the bug was written by the developer, six months ago, who was apparently a different person.",
        "The CSS centred the div on the first try, and the developer has been suspicious of everything since.",
        "The intern asked what a deadlock was. The two seniors are still waiting for each other to answer.",
        "The code review took five minutes for a thousand lines and three hours for a renamed variable.",
        "A SQL query walks into a bar, sees two tables and asks: may I join you?",
        "The developer wrote a recursive joke. To understand it, see the developer's joke.",
        "The app was so fast it finished loading before the spinner could appear, so the designer added a delay.",
        "The backend said it was the frontend's fault; the frontend said it was the network; the network said nothing, as usual.",
        "A continuation was resumed twice and the runtime made a scene about it.",
        "The programmer quit the job because they did not get arrays.",
        "The estimate was two days. It was two days on every day of the following three weeks.",
        "Unit tests are like umbrellas: everyone agrees they are useful while staying in the office.",
        "The developer kept a rubber duck on the desk; after a year the duck was promoted to team lead.",
        "The server returned 418 and the developer finally understood they had been talking to a teapot all along.",
        "The refactoring removed a thousand lines and added one bug, which felt like a fair trade.",
        "A programmer puts two glasses on the nightstand: one full, in case they get thirsty, one empty, in case they do not.",
        "The build was reproducible: it failed the same way on every machine.",
        "Legacy code is code that works, which is why nobody is allowed to touch it.",
    ]
}
