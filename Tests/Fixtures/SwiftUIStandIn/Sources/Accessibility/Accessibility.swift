// The Accessibility framework's announcement, as PopupSwiftUI posts it. Each public
// declaration follows a `// @doc <identifier>` line naming its Apple documentation page.
import Foundation

// @doc /documentation/Accessibility/AccessibilityNotification
public enum AccessibilityNotification {
  // @doc /documentation/Accessibility/AccessibilityNotification/Announcement
  public struct Announcement {
    let message: String
    // @doc /documentation/Accessibility/AccessibilityNotification/Announcement/init(_:)
    public init(_ announcement: String) { message = announcement }
  }
}

// The protocol the notifications share: underscored, so not on a documentation page of its
// own; its post() is documented on each notification's page.
public protocol _AccessibilityNotifications {}  // witness

extension _AccessibilityNotifications {
  // @doc /documentation/Accessibility/AccessibilityNotification/Announcement/post()
  public func post() { AccessibilityRecording.record(self) }
}

extension AccessibilityNotification.Announcement: _AccessibilityNotifications {}

/// What was posted, for tests.
@_spi(Recording) public enum AccessibilityRecording {
  nonisolated(unsafe) public static var posted: [String] = []
  static func record(_ notification: some _AccessibilityNotifications) {
    if let announcement = notification as? AccessibilityNotification.Announcement {
      posted.append(announcement.message)
    }
  }
}
