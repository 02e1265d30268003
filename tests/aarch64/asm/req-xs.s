// mattr: +xs
// instructions llvm-mc 19 takes only with: xs
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
tlbi	vaale1nxs, x5
tlbi	ipas2e1isnxs, x5
tlbi	ipas2le1isnxs, x5
tlbi	alle2isnxs
tlbi	vae2isnxs, x5
tlbi	alle1isnxs
tlbi	vale2isnxs, x5
tlbi	vmalls12e1isnxs
tlbi	ipas2e1nxs, x5
tlbi	ipas2le1nxs, x5
tlbi	alle2nxs
tlbi	vae2nxs, x5
tlbi	alle1nxs
tlbi	vale2nxs, x5
tlbi	vmalls12e1nxs
tlbi	alle3isnxs
tlbi	vae3isnxs, x5
tlbi	vale3isnxs, x5
tlbi	alle3nxs
tlbi	vae3nxs, x5
tlbi	vale3nxs, x5
