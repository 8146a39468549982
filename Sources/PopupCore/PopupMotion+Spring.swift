#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

extension PopupMotion {
  /// A damped spring over the whole entrance, `t` from 0 to 1: the spring of SwiftUI's
  /// `spring(duration:bounce:)` with its duration at 70 % of the entrance, so it has all but
  /// settled when the entrance ends; what little is left is taken up along the way, so the
  /// curve is exactly 1 at the end.
  ///
  /// - Parameters:
  ///   - t: how far the entrance is, 0...1.
  ///   - bounce: 0 for no overshoot, up to 0.9 for a lot; others are clamped.
  static func spring(_ t: Double, bounce: Double) -> Double {
    guard t < 1 else { return 1 }
    let damping = 1 - min(max(bounce.isFinite ? bounce : 0, 0), 0.9)
    // Angular frequency in entrances: one period is 70 % of the entrance.
    let omega = 2 * Double.pi / 0.7
    func position(_ time: Double) -> Double {
      let decay = exp(-damping * omega * time)
      guard damping < 1 else { return 1 - decay * (1 + omega * time) }
      let damped = omega * (1 - damping * damping).squareRoot()
      return 1 - decay * (cos(damped * time) + damping * omega / damped * sin(damped * time))
    }
    return position(t) + (1 - position(1)) * t
  }
}
