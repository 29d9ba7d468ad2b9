import CX11
import Shoji

extension TransferHost {
    /// XdndStatus and XdndFinished for a drag this program started; false for any other message.
    func handleSourceMessage(type: UInt, data: [UInt]) -> Bool {
        false
    }
}
