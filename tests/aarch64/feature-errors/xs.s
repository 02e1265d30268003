// without xs: each line is rejected
dsb	ishnxs
tlbi	vmalle1isnxs
tlbi	vae1isnxs, x5
tlbi	aside1isnxs, x5
tlbi	vaae1isnxs, x5
tlbi	vale1isnxs, x5
tlbi	vaale1isnxs, x5
tlbi	vmalle1nxs
tlbi	vae1nxs, x5
tlbi	aside1nxs, x5
tlbi	vaae1nxs, x5
tlbi	vale1nxs, x5
