import FuzzSupport
@testable import ShojiDemoKit

/// The JSON reader every recording line goes through: any bytes give a value or an error, never a trap,
/// and a value it gives holds only the plain values it promises.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard case .success(let value) = JSONValue.parse(line), let object = value.plain else { return 0 }
    func check(_ value: Any) {
        switch value {
        case is String, is Double, is Bool: break
        case let a as [Any]: a.forEach(check)
        case let o as [String: Any]: o.values.forEach(check)
        case _ where Mirror(reflecting: value).displayStyle == .optional: break // an array's null
        default: fuzzViolation("JSONValue.plain gave a \(type(of: value))")
        }
    }
    check(object)
    return 0
}
