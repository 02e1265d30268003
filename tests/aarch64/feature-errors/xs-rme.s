// without xs, rme: each line is rejected
tlbi	paallosnxs
tlbi	rpaosnxs, x5
tlbi	rpalosnxs, x5
tlbi	paallnxs
