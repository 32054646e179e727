#pragma once
// PLACEHOLDER: JSON/CSV forms of records (owned by the idemctl task)
