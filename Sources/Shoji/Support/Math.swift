#if canImport(Glibc)
import Glibc

// The few libm functions the toolkit needs, so that no file of it has to import Foundation for them:
// Foundation costs a process 6–7 MB of memory and milliseconds of start-up (BENCHMARKS.md).
@inline(__always) func sin(_ x: Double) -> Double { Glibc.sin(x) }
@inline(__always) func cos(_ x: Double) -> Double { Glibc.cos(x) }
@inline(__always) func tan(_ x: Double) -> Double { Glibc.tan(x) }
@inline(__always) func exp(_ x: Double) -> Double { Glibc.exp(x) }
@inline(__always) func log(_ x: Double) -> Double { Glibc.log(x) }
@inline(__always) func pow(_ x: Double, _ y: Double) -> Double { Glibc.pow(x, y) }
#elseif canImport(Darwin)
import Darwin

@inline(__always) func sin(_ x: Double) -> Double { Darwin.sin(x) }
@inline(__always) func cos(_ x: Double) -> Double { Darwin.cos(x) }
@inline(__always) func tan(_ x: Double) -> Double { Darwin.tan(x) }
@inline(__always) func exp(_ x: Double) -> Double { Darwin.exp(x) }
@inline(__always) func log(_ x: Double) -> Double { Darwin.log(x) }
@inline(__always) func pow(_ x: Double, _ y: Double) -> Double { Darwin.pow(x, y) }
#endif
