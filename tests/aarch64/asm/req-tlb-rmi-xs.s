// mattr: +tlb-rmi,+xs
// instructions llvm-mc 19 takes only with: tlb-rmi, xs
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
tlbi	rvale1osnxs, x5
tlbi	rvaale1osnxs, x5
tlbi	rvae1nxs, x5
tlbi	rvaae1nxs, x5
tlbi	rvale1nxs, x5
tlbi	rvaale1nxs, x5
tlbi	ripas2e1isnxs, x5
tlbi	ripas2le1isnxs, x5
tlbi	alle2osnxs
tlbi	vae2osnxs, x5
tlbi	alle1osnxs
tlbi	vale2osnxs, x5
tlbi	vmalls12e1osnxs
tlbi	rvae2isnxs, x5
tlbi	rvale2isnxs, x5
tlbi	ipas2e1osnxs, x5
tlbi	ripas2e1nxs, x5
tlbi	ripas2e1osnxs, x5
tlbi	ipas2le1osnxs, x5
tlbi	ripas2le1nxs, x5
tlbi	ripas2le1osnxs, x5
tlbi	rvae2osnxs, x5
tlbi	rvale2osnxs, x5
tlbi	rvae2nxs, x5
tlbi	rvale2nxs, x5
tlbi	alle3osnxs
tlbi	vae3osnxs, x5
tlbi	vale3osnxs, x5
tlbi	rvae3isnxs, x5
tlbi	rvale3isnxs, x5
tlbi	rvae3osnxs, x5
tlbi	rvale3osnxs, x5
tlbi	rvae3nxs, x5
tlbi	rvale3nxs, x5
