import Hummingbird

/// `GET /jokes/random?category=dev`: `{"value": "<joke>"}`, a random joke of the category (the
/// WaitForIt app's API). Without a category the joke comes from any category; an unknown category
/// answers 404 `{"error": …}`.
struct JokeRoutes: BookRouteGroup {
    /// The body of a joke response.
    struct Joke: Encodable {
        let value: String
    }

    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        router.get("/jokes/random") { request, _ -> Response in
            let category = request.uri.queryParameters.get("category")
            let joke: String?
            if let category {
                joke = JokeBook.randomJoke(in: category)
            } else {
                joke = JokeBook.categories.values.joined().randomElement()
            }
            guard let joke else {
                let known = JokeBook.categories.keys.sorted().joined(separator: ", ")
                throw BookError(.notFound, "No jokes in category \"\(category ?? "")\"; categories: \(known).")
            }
            return try Reply.json(Joke(value: joke))
        }
    }
}
