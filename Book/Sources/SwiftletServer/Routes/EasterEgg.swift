/// The hidden text of `/easteregg`: five short sections separated by `---` lines.
enum EasterEgg {
    static let text = """
        Why did the developer go broke? Because they used up all their cache.

        ---

        There are two hard problems in concurrency: ordering, and things happening at once, and ordering.

        ---

        An actor walks into a bar. The bartender says: "Please wait, I am serving someone else."

        ---

        "Await" is just a polite way of saying "I will get back to you."

        ---

        Keep calm and cancel your tasks.

        """
}
