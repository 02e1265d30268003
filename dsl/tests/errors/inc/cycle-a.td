// Helper for include-cycle.td: includes cycle-b.td, which includes this file again.
class Register<string n> { string AsmName = n; }
include "cycle-b.td"
