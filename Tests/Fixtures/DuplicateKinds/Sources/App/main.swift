// Never runs: the build stops at the PopupRegistry plugin.
import PopupCatalog

print(try PopupCatalog.linked.ids)
