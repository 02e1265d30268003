// mattr: +rme
// instructions llvm-mc 19 takes only with: rme
tlbi	paallos
tlbi	rpaos, x5
tlbi	rpalos, x5
tlbi	paall
