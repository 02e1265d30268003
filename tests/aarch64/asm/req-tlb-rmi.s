// mattr: +tlb-rmi
// instructions llvm-mc 19 takes only with: tlb-rmi
tlbi	vmalle1os
tlbi	vae1os, x5
tlbi	aside1os, x5
tlbi	vaae1os, x5
tlbi	vale1os, x5
tlbi	vaale1os, x5
tlbi	rvae1is, x5
tlbi	rvaae1is, x5
tlbi	rvale1is, x5
tlbi	rvaale1is, x5
tlbi	rvae1os, x5
tlbi	rvaae1os, x5
tlbi	rvale1os, x5
tlbi	rvaale1os, x5
tlbi	rvae1, x5
tlbi	rvaae1, x5
tlbi	rvale1, x5
tlbi	rvaale1, x5
tlbi	ripas2e1is, x5
tlbi	ripas2le1is, x5
tlbi	alle2os
tlbi	vae2os, x5
tlbi	alle1os
tlbi	vale2os, x5
tlbi	vmalls12e1os
tlbi	rvae2is, x5
tlbi	rvale2is, x5
tlbi	ipas2e1os, x5
tlbi	ripas2e1, x5
tlbi	ripas2e1os, x5
tlbi	ipas2le1os, x5
tlbi	ripas2le1, x5
tlbi	ripas2le1os, x5
tlbi	rvae2os, x5
tlbi	rvale2os, x5
tlbi	rvae2, x5
tlbi	rvale2, x5
tlbi	alle3os
tlbi	vae3os, x5
tlbi	vale3os, x5
tlbi	rvae3is, x5
tlbi	rvale3is, x5
tlbi	rvae3os, x5
tlbi	rvale3os, x5
tlbi	rvae3, x5
tlbi	rvale3, x5
