import ArgumentParser

/// Text for people, or JSON for programs.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
