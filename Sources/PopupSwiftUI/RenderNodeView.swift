#if canImport(SwiftUI)
  import PopupCore
  import SwiftUI

  /// What every node of a drawn tree shares: the frame's style and focus, the app's views by
  /// id, and where input goes.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct PopupDrawing {
    var style: PopupStyle
    var tint: String?
    var reducesMotion: Bool
    var focus: FocusState<String?>.Binding
    var hosted: (String) -> AnyView
    var send: @MainActor (PopupHostInput) -> Void
  }

  /// One node of a render tree as a native view, and its children the same way.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct RenderNodeView: View {
    let node: RenderNode
    let drawing: PopupDrawing
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      switch node {
      case .card(let style, let children):
        card(style: style, children: children)
      case .vstack(let children):
        VStack(spacing: 8) { nodes(children) }
      case .hstack(let children):
        HStack(spacing: 8) { nodes(children) }
      case .modal(let content):
        RenderNodeView(node: content, drawing: drawing).accessibilityAddTraits(.isModal)
      case .tappable(let content, let label, let action):
        Button {
          drawing.send(.action(action))
        } label: {
          RenderNodeView(node: content, drawing: drawing)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(label)
      case .text(let text, let role):
        Text(text).font(.system(role.textStyle))
      case .icon(let symbol):
        Image(systemName: symbol).font(.system(.title2)).accessibilityHidden(true)
      case .badge(let text):
        Text(text).font(.system(.caption)).padding(.horizontal, 8).foregroundStyle(Color.white)
          .background(Color.accentColor, in: Capsule())
      case .gradient(let colors):
        LinearGradient(colors: colors.map(Color.init(popupName:)), startPoint: .leading, endPoint: .trailing)
          .frame(height: 96).accessibilityHidden(true)
      case .image(let name, let alt):
        Image(name).resizable().scaledToFit().frame(height: 120).accessibilityLabel(alt)
      case .button(let title, let role, let label, let action, let isEnabled):
        button(title, role: role, label: label, action: action).disabled(!isEnabled)
      case .iconButton(let symbol, let label, let action):
        Button {
          drawing.send(.action(action))
        } label: {
          Image(systemName: symbol)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(label)
      case .hosted(let id, let label, let size):
        drawing.hosted(id).frame(width: size.width, height: size.height).accessibilityLabel(label)
      case .field(let label, let text, let placeholder, let error, let action, let isSecure):
        field(label, text: text, placeholder: placeholder, error: error, action: action, isSecure: isSecure)
      case .toggle(let label, let isOn, let isLocked, let action):
        Toggle(
          isOn: Binding(get: { isOn }, set: { @MainActor [send = drawing.send] _ in send(.action(action)) })
        ) {
          Text(label)
        }
        .disabled(isLocked && isOn)
        .accessibilityLabel(label)
      case .stars(let filled, let count, let label, let actions, let labels):
        HStack(spacing: 4) {
          ForEach(0..<max(count, 0), id: \.self) { index in
            Button {
              if actions.indices.contains(index) { drawing.send(.action(actions[index])) }
            } label: {
              Image(systemName: index < filled ? "star.fill" : "star")
            }
            .buttonStyle(.plain)
            .accessibilityLabel(labels.indices.contains(index) ? labels[index] : "")
          }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(label)
      case .progress(let fraction, let label):
        progress(fraction).accessibilityLabel(label)
      case .countdown(let remaining, let fraction, let style, _):
        countdown(remaining: remaining, fraction: fraction, style: style)
          .accessibilityLabel(node.accessibilityLabel ?? "")
      case .divider:
        Divider()
      case .particles(let particles, let rows):
        ConfettiView(particles: particles, reducesMotion: drawing.reducesMotion)
          .frame(height: 20 * Double(min(max(rows, 1), 12))).accessibilityHidden(true)
      case .arrow(let direction, let label):
        HStack(spacing: 4) {
          Image(systemName: direction == .up ? "arrow.up" : "arrow.down").accessibilityHidden(true)
          Text(label).font(.system(.caption))
        }
      case .scroll(let rows, _, _):
        ScrollView {
          VStack(spacing: 0) { nodes(rows) }
        }
      case .grabber:
        Capsule().fill(Color.secondary).frame(width: 36, height: 5).accessibilityHidden(true)
      case .more(let count, let label):
        Text("+\(count)").font(.system(.caption)).accessibilityLabel(label)
      }
    }

    private func nodes(_ children: [RenderNode]) -> some View {
      ForEach(Array(children.enumerated()), id: \.offset) { _, child in
        RenderNodeView(node: child, drawing: drawing)
      }
    }

    /// A card: its children one above the other, a close button in its top trailing corner.
    private func card(style: PopupStyle, children: [RenderNode]) -> some View {
      let closes = children.filter(\.isCloseButton)
      let others = children.filter { !$0.isCloseButton }
      return VStack(spacing: 8) { nodes(others) }
        .padding(style == .island ? 8 : 16)
        .background(
          PopupCardStyle.fill(style, tint: drawing.tint, colorScheme: colorScheme),
          in: RoundedRectangle(cornerRadius: style == .island ? 999 : 16)
        )
        .overlay(alignment: .topTrailing) {
          ForEach(Array(closes.enumerated()), id: \.offset) { _, close in
            RenderNodeView(node: close, drawing: drawing)
          }
        }
    }

    @ViewBuilder
    private func button(_ title: String, role: PopupCore.ButtonRole, label: String, action: PopupAction)
      -> some View
    {
      switch role {
      case .primary:
        Button(title) { drawing.send(.action(action)) }.buttonStyle(.borderedProminent).accessibilityLabel(
          label)
      case .normal:
        Button(title) { drawing.send(.action(action)) }.buttonStyle(.bordered).accessibilityLabel(label)
      case .destructive:
        Button(role: .destructive) {
          drawing.send(.action(action))
        } label: {
          Text(title)
        }
        .buttonStyle(.bordered)
        .accessibilityLabel(label)
      case .cancel:
        Button(role: .cancel) {
          drawing.send(.action(action))
        } label: {
          Text(title)
        }
        .buttonStyle(.bordered)
        .accessibilityLabel(label)
      case .close:
        Button {
          drawing.send(.action(action))
        } label: {
          Image(systemName: "xmark")
        }
        .buttonStyle(.plain)
        .accessibilityLabel(label)
      }
    }

    @ViewBuilder
    private func field(
      _ label: String, text: String, placeholder: String, error: String?, action: PopupFieldAction,
      isSecure: Bool
    ) -> some View {
      let binding = Binding(
        get: { text },
        set: { @MainActor [send = drawing.send] in send(.action(action.action(settingTextTo: $0))) })
      VStack(alignment: .leading, spacing: 4) {
        Text(label).font(.system(.caption))
        if isSecure {
          SecureField(placeholder, text: binding).focused(drawing.focus, equals: label).accessibilityLabel(
            label)
        } else {
          TextField(placeholder, text: binding).focused(drawing.focus, equals: label).accessibilityLabel(
            label)
        }
        if let error {
          Text(error).font(.system(.caption)).foregroundStyle(Color.red)
        }
      }
    }

    @ViewBuilder
    private func progress(_ fraction: Double?) -> some View {
      if let fraction {
        ProgressView(value: fraction)
      } else {
        ProgressView()
      }
    }

    @ViewBuilder
    private func countdown(remaining: Duration, fraction: Double, style: CountdownStyle) -> some View {
      switch style {
      case .bar:
        ProgressView(value: min(max(fraction, 0), 1))
      case .ring:
        ZStack {
          Circle().stroke(Color.secondary, lineWidth: 3)
          Circle().trim(from: 0, to: min(max(fraction, 0), 1)).stroke(Color.accentColor, lineWidth: 3)
            .rotationEffect(.degrees(-90))
          Text("\(Int((remaining / .milliseconds(1) / 1000).rounded(.up)))").font(.system(.caption))
        }
        .frame(width: 26, height: 26)
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension TextRole {
    /// The Dynamic Type style a text of the role is drawn in.
    var textStyle: Font.TextStyle {
      switch self {
      case .title: .headline
      case .body: .body
      case .caption: .caption
      }
    }
  }

  extension RenderNode {
    /// A button in the close role: drawn in its card's top trailing corner.
    var isCloseButton: Bool {
      if case .button(_, .close, _, _, _) = self { return true }
      return false
    }
  }
#endif
