// without tlb-rmi, xs: each line is rejected
tlbi	vmalle1osnxs
tlbi	vae1osnxs, x5
tlbi	aside1osnxs, x5
tlbi	vaae1osnxs, x5
tlbi	vale1osnxs, x5
tlbi	vaale1osnxs, x5
tlbi	rvae1isnxs, x5
tlbi	rvaae1isnxs, x5
tlbi	rvale1isnxs, x5
tlbi	rvaale1isnxs, x5
tlbi	rvae1osnxs, x5
tlbi	rvaae1osnxs, x5
