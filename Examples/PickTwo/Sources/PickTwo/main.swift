// Prints the ids of the popup kinds this executable links, one per line.
import PopupCatalog

do {
  for id in try PopupCatalog.linked.ids {
    print(id)
  }
} catch {
  print("Error: \(error)")
}
