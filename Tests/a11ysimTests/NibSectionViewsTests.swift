import Foundation
import Testing

/// Issue 28, item 3: header, footer and supplementary views registered from nibs. The fixture
/// (Fixtures/NibSectionsApp) builds its screens in code: the playlists' table registers
/// PlaylistHeader.xib for its section headers, whose class makes the title label a heading when the
/// nib wakes and whose shuffle button has only an image; the data source sets each header's title.
/// A footer registered from a nib the folder does not hold makes no footer. The photos' collection
/// registers PhotosFooter.xib as its section footer supplementary view and sets its count label.
@Suite("Header, footer and supplementary views from nibs")
struct NibSectionViewsTests {
    static let app = "Tests/a11ysimTests/Fixtures/NibSectionsApp"

    @Test("Each section's header is the xib's view, read before its rows: the title the data source set, a heading from awakeFromNib, then the xib's button")
    func tableHeaderFromNib() throws {
        #expect(try CommandRunner.treePhrases(Self.app, scene: "PlaylistsViewController") == [
            "screen: Playlists",
            "1. Playlists, heading",
            "2. Morning, heading",
            "3. shuffle, button",
            "4. Sunrise",
            "5. Coffee",
            "6. Evening, heading",
            "7. shuffle, button",
            "8. Moonlight",
        ])
    }

    @Test("VoiceOver swipes from a section's heading to its header's button, then to the section's first row")
    func swipeOrder() throws {
        let output = try CommandRunner.run(["run", Self.app, "--scene", "PlaylistsViewController", "--speech", "off", "-c", "next; next; next"])
        #expect(output.stdout.split(separator: "\n").map(String.init) == [
            "Playlists, heading", "> next", "Morning, heading", "> next", "shuffle, button", "> next", "Sunrise",
        ], "\(output.stdout)")
    }

    @Test("The audit finds the header's image-only button in each section, at the xib's line")
    func audit() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("""
              Playlists
                error[image-name-label] "shuffle, button" (element 3)
            """), "\(output.stdout)")
        #expect(output.stdout.contains("error[image-name-label] \"shuffle, button\" (element 7)"), "\(output.stdout)")
        #expect(output.stdout.contains("at Tests/a11ysimTests/Fixtures/NibSectionsApp/Views/PlaylistHeader.xib:13:17\n      reached by: Playlists"), "\(output.stdout)")
    }

    @Test("A collection's footer supplementary view from a nib is read after the section's items, its label the data source's text, not the xib's sample")
    func collectionFooterFromNib() throws {
        #expect(try CommandRunner.treePhrases(Self.app, scene: "PhotosViewController") == [
            "screen: Photos", "1. Beach", "2. Forest", "3. 2 photos", "4. Select, button",
        ])
    }

    @Test("--explain-code says what the data source and the header's class set on the nib's views, and which nib is missing")
    func explain() throws {
        let stderr = try CommandRunner.run(["tree", Self.app, "--explain-code"]).stderr
        #expect(stderr.contains("code: applied PlaylistsViewController.swift:34: PlaylistsViewController.tableView(_:viewForHeaderInSection:) sets text of titleLabel, in the header of section 1 from PlaylistHeader.xib\n"), "\(stderr)")
        #expect(stderr.contains("code: applied Views/PlaylistHeaderView.swift:11: PlaylistHeaderView.awakeFromNib sets accessibilityTraits of titleLabel\n"), "\(stderr)")
        #expect(stderr.contains("code: applied PhotosViewController.swift:27: PhotosViewController.collectionView(_:viewForSupplementaryElementOfKind:at:) sets text of countLabel, in the footer of section 1 from PhotosFooter.xib\n"), "\(stderr)")
        #expect(stderr.contains("PlaylistsViewController registers the nib \"MissingHeader\" for a section's footer, but the folder has no MissingHeader.xib\n"), "\(stderr)")
    }

    @Test("Registrations made from nibs: the header is AlbumsHeader.xib's view (SupplementaryRegistration(supplementaryNib:)), its title the handler's text made a heading by awakeFromNib, then its image-only button; each item AlbumCell.xib's cell (CellRegistration(cellNib:)) with the album's name")
    func registrationsFromNibs() throws {
        #expect(try CommandRunner.treePhrases(Self.app, scene: "AlbumsViewController") == [
            "screen: Albums", "1. Recent albums, heading", "2. plus, button", "3. Holidays", "4. Family",
        ])
        let stderr = try CommandRunner.run(["tree", Self.app, "--scene", "AlbumsViewController", "--explain-code"]).stderr
        #expect(stderr.contains("code: applied AlbumsViewController.swift:48: AlbumsHeaderView.awakeFromNib sets accessibilityTraits of titleLabel\n"), "\(stderr)")
        #expect(stderr.contains("code: applied AlbumsViewController.swift:20: AlbumsViewController.UICollectionViewDiffableDataSource supplementary view provider sets text of titleLabel, in the header of section 1 from AlbumsHeader.xib\n"), "\(stderr)")
        #expect(stderr.contains("code: applied AlbumsViewController.swift:17: AlbumsViewController.UICollectionViewDiffableDataSource cell provider sets text of cell.nameLabel in each row\n"), "\(stderr)")
    }

    @Test("The audit finds the nib header's image-only button, at the xib's line")
    func registrationFromNibAudit() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("at Tests/a11ysimTests/Fixtures/NibSectionsApp/Views/AlbumsHeader.xib:13:17\n      reached by: ⟨scene \"Albums\"⟩"), "\(output.stdout)")
    }
}
