// mattr: +xs,+rme
// instructions llvm-mc 19 takes only with: xs, rme
tlbi	paallosnxs
tlbi	rpaosnxs, x5
tlbi	rpalosnxs, x5
tlbi	paallnxs
