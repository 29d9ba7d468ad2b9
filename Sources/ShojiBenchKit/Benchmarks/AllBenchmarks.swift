/// Every benchmark, in the order they run: the one place a new benchmark is registered (add a file
/// under Benchmarks/ with a `static let` on `Benchmark`, then list it here). The numbering:
/// 1 overhead, 2 damage, 3 idle, 4 startup, 5 list, 6 hittest, 7 shadow; `frame` adds the reference
/// program's own frame, presented with and without MIT-SHM; `text` and `typing` are issue 28's point 8, `menu` issue 30's point 7; `scheme` issue 37's;
/// `menuBar` issue 38's last check; `filedialog` issue 40's point 4.
extension Benchmark {
    public static let all: [Benchmark] = [
        .toolkitOverhead,
        .frame,
        .damage,
        .idle,
        .startup,
        .external,
        .interaction,
        .lists,
        .tables,
        .tablePeers,
        .hitTesting,
        .shadows,
        .text,
        .typing,
        .menu,
        .menuBar,
        .schemeSwitch,
        .fileDialog,
    ]
}
