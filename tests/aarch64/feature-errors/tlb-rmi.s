// without tlb-rmi: each line is rejected
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
