// Included by td-error-in-include.td; `HWEncoding` is misspelt.

def R2 : Register<"r2"> { let HWEncodng = 2; }
