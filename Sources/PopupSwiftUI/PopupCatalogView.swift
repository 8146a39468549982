#if canImport(SwiftUI)
  import PopupCatalog
  import PopupCore
  import PopupDriving
  import PopupPresentation
  import SwiftUI

  /// Every kind of an app's catalog and each of its samples, live: pick a sample and it is
  /// presented as the app would present it, over the list, through a ``PopupCenterModel``.
  ///
  /// PopupSwiftUI links no kind: pass the catalog of the kinds your app links
  /// (`PopupCatalog.linked`, which the PopupRegistry plugin generates for your target), for a
  /// debug menu or an Xcode preview.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  public struct PopupCatalogView: View {
    let catalog: PopupCatalog
    let hosted: (String) -> AnyView
    @State private var model = PopupCenterModel(clock: ContinuousClock())

    /// Lists the catalog's kinds and samples; `hosted` gives the app's own views by id (the
    /// hosted kind's samples name theirs).
    public init(catalog: PopupCatalog, hosted: @escaping (String) -> AnyView = { _ in AnyView(EmptyView()) })
    {
      self.catalog = catalog
      self.hosted = hosted
    }

    /// The rows: a kind's name, then a button for each sample.
    var rows: [(kind: String, samples: [(name: String, present: @MainActor () -> Void)])] {
      catalog.kinds.map { kind in
        (kind.descriptor.name, Self.samples(of: kind, in: model))
      }
    }

    static func samples<Kind: InspectablePopupKind>(
      of kind: Kind.Type, in model: PopupCenterModel<ContinuousClock>
    )
      -> [(name: String, present: @MainActor () -> Void)]
    {
      Kind.samples.map { sample in
        (
          sample.name,
          { @MainActor in
            model.present(
              Kind.self, id: Kind.descriptor.id, sample.configuration,
              options: sample.options ?? Kind.defaultPresentation)
          }
        )
      }
    }

    public var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
            Text(row.kind).font(.system(.headline))
            ForEach(Array(row.samples.enumerated()), id: \.offset) { _, sample in
              Button(sample.name) { sample.present() }.buttonStyle(.bordered)
            }
          }
        }
        .padding(16)
      }
      .popupCenter(model, hosted: hosted)
    }
  }
#endif
