// without rme: each line is rejected
tlbi	paallos
tlbi	rpaos, x5
tlbi	rpalos, x5
tlbi	paall
