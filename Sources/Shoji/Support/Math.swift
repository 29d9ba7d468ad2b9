#if canImport(Glibc)
import Glibc

// The one place `Shoji` imports a C module: the few C library functions the toolkit needs (libm's, memcmp for
// comparing long texts a block at a time, memset for a text's gap), so that no other file of it imports Glibc,
// and none Foundation for them: Foundation costs a process 6–7 MB of memory and milliseconds of start-up
// (BENCHMARKS.md).
@inline(__always) func sin(_ x: Double) -> Double { Glibc.sin(x) }
@inline(__always) func cos(_ x: Double) -> Double { Glibc.cos(x) }
@inline(__always) func tan(_ x: Double) -> Double { Glibc.tan(x) }
@inline(__always) func exp(_ x: Double) -> Double { Glibc.exp(x) }
@inline(__always) func log(_ x: Double) -> Double { Glibc.log(x) }
@inline(__always) func pow(_ x: Double, _ y: Double) -> Double { Glibc.pow(x, y) }
@inline(__always) func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool { Glibc.memcmp(a, b, count) == 0 }
@inline(__always) func zeroBytes(_ p: UnsafeMutableRawPointer, count: Int) { _ = Glibc.memset(p, 0, count) }
#elseif canImport(Darwin)
import Darwin

@inline(__always) func sin(_ x: Double) -> Double { Darwin.sin(x) }
@inline(__always) func cos(_ x: Double) -> Double { Darwin.cos(x) }
@inline(__always) func tan(_ x: Double) -> Double { Darwin.tan(x) }
@inline(__always) func exp(_ x: Double) -> Double { Darwin.exp(x) }
@inline(__always) func log(_ x: Double) -> Double { Darwin.log(x) }
@inline(__always) func pow(_ x: Double, _ y: Double) -> Double { Darwin.pow(x, y) }
@inline(__always) func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool { Darwin.memcmp(a, b, count) == 0 }
@inline(__always) func zeroBytes(_ p: UnsafeMutableRawPointer, count: Int) { _ = Darwin.memset(p, 0, count) }
#endif
