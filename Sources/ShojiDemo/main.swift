import ShojiDemoKit

ShojiDemoEntry.main()
