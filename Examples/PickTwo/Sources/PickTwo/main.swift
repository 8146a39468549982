// Prints the ids of the popup kinds this executable links, one per line, and checks that the
// generated catalog equals the one listed by hand.
import PopupCatalog
import PopupRating
import PopupUndo

do {
  let linked = try PopupCatalog.linked
  for id in linked.ids {
    print(id)
  }
  if try linked != PopupCatalog([RatingPrompt.self, UndoToast.self]) {
    print("Error: the generated catalog differs from the one listed by hand")
  }
} catch {
  print("Error: \(error)")
}
