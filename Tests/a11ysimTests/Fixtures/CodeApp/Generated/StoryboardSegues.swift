// Generated using SwiftGen
internal enum StoryboardSegue {
  internal enum Main: String, SegueType {
    case showDone = "ShowDone"
    case showPermissions
  }
}
