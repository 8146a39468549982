/// Messages that more than one module prints, written once.
package enum PopupSupport {
  /// Two kinds declare one id: the same words whether a catalog is built by hand or by the
  /// PopupRegistry plugin.
  package static func duplicateID(_ id: String, first: String, second: String) -> String {
    "Duplicate popup kind id '\(id)': declared by both \(first) and \(second). "
      + "Register or link only one of them, or give one another id."
  }
}
