import Foundation
import SwiftInterpreter

/// An app with no storyboard but its launch screens is audited through an input made of its code
/// alone (docs/code.md, "An app without a storyboard"): the Swift file of its app delegate (else of its
/// scene delegate) stands for it in every report, its view controllers made in code are that input's
/// scenes, and its first screen is the one its app or scene delegate sets as the window's root. A
/// launch screen is never the app's first screen: it stays an input of its own.
///
/// Input discovery finds these files before the folder's code is read (reading it starts threads, and
/// the audit's workers are copies of a process that has none: docs/performance.md, "Workers"), and the
/// code read later finds the same ones: both go through ``files(appDelegates:sceneDelegates:storyboards:infoPlist:)``.
public enum CodeInput {
    /// The words a file declaring an app or scene delegate holds: only such files are parsed by ``discover(swiftFiles:storyboards:infoPlist:)``.
    static let markers = ["UIApplicationDelegate", "UIWindowSceneDelegate", "@main", "@UIApplicationMain"]
    /// ``markers`` as UTF-8, looked for in each file's bytes: searching the decoded text took six times
    /// as long, in the audit's first process, before its workers start (docs/performance.md,
    /// "Whole apps with their code"). The markers are ASCII: a file whose text holds one holds its bytes.
    private static let markerBytes = markers.map { Data($0.utf8) }

    /// The code inputs of the apps whose delegates are declared in `appDelegates` and `sceneDelegates`
    /// (Swift files) among `storyboards`: for each app (``AppBoundaries``, from its app delegates) that
    /// has delegates and no storyboard but launch screens, its first app delegate's file by path, else
    /// its first scene delegate's. Sorted.
    public static func files(appDelegates: [String], sceneDelegates: [String], storyboards: [String], infoPlist: InfoPlist) -> [String] {
        let apps = AppBoundaries(delegateFiles: appDelegates)
        let interfaces = Set(storyboards.filter { !infoPlist.isLaunchScreen($0) }.map { apps.root(of: $0) })
        var chosen: [String?: String] = [:]
        for file in appDelegates.sorted() + sceneDelegates.sorted() {
            let app = apps.root(of: file)
            guard !interfaces.contains(app), chosen[app] == nil else { continue }
            chosen[app] = file
        }
        return chosen.values.sorted()
    }

    /// The code inputs of a folder whose `.swift` files are `swiftFiles` (paths), found without
    /// reading its code: only the files holding one of ``markers`` are parsed (``SwiftFileParser``'s
    /// bounds), to find their top-level app and scene delegates. A file that cannot be read or does not
    /// parse declares none, as when the code is read.
    public static func discover(swiftFiles: [String], storyboards: [String], infoPlist: InfoPlist) -> [String] {
        var appDelegates: [String] = []
        var sceneDelegates: [String] = []
        for path in swiftFiles {
            guard FileKind.special(atPath: path) == nil,
                  let size = FileKind.regularFileSize(atPath: path), size <= SwiftFileParser.maximumFileSize,
                  let data = FileManager.default.contents(atPath: path),
                  markerBytes.contains(where: { data.range(of: $0) != nil }),
                  case .tree(let tree, _, _) = SwiftFileParser.parse(String(decoding: data, as: UTF8.self), path: path) else { continue }
            let declared = DeclarationIndex.declaresDelegates(tree)
            if declared.app { appDelegates.append(path) }
            if declared.scene { sceneDelegates.append(path) }
        }
        return files(appDelegates: appDelegates, sceneDelegates: sceneDelegates, storyboards: storyboards, infoPlist: infoPlist)
    }
}
